import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RouteError() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto flex min-h-[40vh] max-w-xl items-center justify-center px-4 text-center">
      {t('errors.unexpected')}
    </div>
  );
}

/**
 * A screen that fails to render (or whose chunk fails to load) shows the unexpected-error message under the
 * header instead of emptying the whole page: the declarative routes have no router error element (decision 031).
 * Moving to another address tries again.
 */
export class RouteErrorBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: { failed: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
