import { Component, type ReactNode } from 'react';
import { notFoundPage } from '../../content/not-found';
import { NotFoundView } from '../pages/not-found/not-found-view';

/**
 * A screen that throws while rendering in the browser (or whose chunk fails to load) shows this
 * instead of a blank page; the header and footer stay. The layout keys it by path, so navigating
 * away starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NotFoundView heading={notFoundPage.errorHeading} link={{ label: notFoundPage.backHome, href: '/' }}>
        <p>{notFoundPage.errorText}</p>
      </NotFoundView>
    );
  }
}
