import type { ComponentType } from 'react';
import { NotAvailableYet } from '@admin/shared/ui';

/** The screen of a route whose real screen is not built yet: it says so, under the route's title. */
export function notAvailable(title: string): ComponentType {
  function Screen() {
    return <NotAvailableYet title={title} />;
  }
  Screen.displayName = `NotAvailableYet(${title})`;
  return Screen;
}
