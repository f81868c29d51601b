import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { installMatchMedia, type MatchMediaMock } from '../../test-utils/match-media';
import { ResponsiveSwitch } from './responsive-switch';

let media: MatchMediaMock;

beforeEach(() => {
  media = installMatchMedia(1280);
});
afterEach(() => media.restore());

describe('ResponsiveSwitch', () => {
  it('renders the desktop content at 991 px and wider', () => {
    media.setWidth(991);
    render(
      <ResponsiveSwitch mobile={<p>Search</p>} desktop={<p>Search keywords, product, model or part #</p>} />,
    );
    expect(screen.getByText('Search keywords, product, model or part #')).toBeInTheDocument();
    expect(screen.queryByText('Search')).not.toBeInTheDocument();
  });

  it('renders the mobile content below 991 px', () => {
    media.setWidth(990);
    render(<ResponsiveSwitch mobile={<p>Mobile</p>} desktop={<p>Desktop</p>} />);
    expect(screen.getByText('Mobile')).toBeInTheDocument();
    expect(screen.queryByText('Desktop')).not.toBeInTheDocument();
  });

  it('swaps when the viewport crosses the breakpoint, unmounting the hidden branch', () => {
    const mounted: string[] = [];
    function Branch({ name }: { name: string }) {
      useEffect(() => {
        mounted.push(`+${name}`);
        return () => {
          mounted.push(`-${name}`);
        };
      }, [name]);
      return <p>{name}</p>;
    }
    render(<ResponsiveSwitch mobile={<Branch name="mobile" />} desktop={<Branch name="desktop" />} />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => media.setWidth(800));
    expect(screen.getByText('mobile')).toBeInTheDocument();
    expect(screen.queryByText('desktop')).not.toBeInTheDocument();
    act(() => media.setWidth(1200));
    expect(screen.getByText('desktop')).toBeInTheDocument();
    expect(mounted).toEqual(['+desktop', '-desktop', '+mobile', '-mobile', '+desktop']);
  });

  it('accepts another query', () => {
    media.setWidth(700);
    render(<ResponsiveSwitch query="(max-width: 767px)" mobile="small" desktop="large" />);
    expect(screen.getByText('small')).toBeInTheDocument();
    act(() => media.setWidth(800));
    expect(screen.getByText('large')).toBeInTheDocument();
  });
});
