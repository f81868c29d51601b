import { mayChangeGroups, showsCreateGroup } from './group-changes';

describe('group changes on the page', () => {
  it('a viewer (B2B_View_Organization_Groups only) may not change groups nor see Create Group', () => {
    const viewer = ['B2B_Dashboard', 'B2B_View_Organization_Groups'];
    expect(mayChangeGroups(viewer)).toBe(false);
    expect(showsCreateGroup(viewer)).toBe(false);
  });

  it('B2B_Update_Organization_Groups may change groups', () => {
    const updater = ['B2B_View_Organization_Groups', 'B2B_Update_Organization_Groups'];
    expect(mayChangeGroups(updater)).toBe(true);
    expect(showsCreateGroup(updater)).toBe(true);
  });

  it("a demo account sees Create Group (to read 'Submit is Disabled') but changes nothing", () => {
    const demo = ['B2B_View_Organization_Groups', 'Demo_Only_Organization_Of_Fleet_Update'];
    expect(mayChangeGroups(demo)).toBe(false);
    expect(showsCreateGroup(demo)).toBe(true);
  });
});
