// The module this remote exposes as './search-box': the store search box as a single-spa parcel for the shell's
// header (contract: StoreSearchBoxModule in shared-session).
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { HEADER_WIDGET_CONTRACT_VERSION } from '@portal/shared-session';
import type { StoreSearchBoxModule, StoreSearchBoxProps } from '@portal/shared-session';
import { StoreSearchBox } from './features/search/components/store-search-box';

const lifecycles = singleSpaReact<StoreSearchBoxProps>({
  React,
  ReactDOMClient,
  rootComponent: StoreSearchBox,
  errorBoundary: () => <></>,
});

export const contractVersion: StoreSearchBoxModule['contractVersion'] = HEADER_WIDGET_CONTRACT_VERSION;
export const parcel: StoreSearchBoxModule['parcel'] = {
  bootstrap: lifecycles.bootstrap,
  mount: lifecycles.mount,
  unmount: lifecycles.unmount,
  update: lifecycles.update,
};
