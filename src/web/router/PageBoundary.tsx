import { Component, Suspense, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { withTranslation, type WithTranslation } from 'react-i18next';

interface State {
  error: Error | null;
}

/** Catches a page that fails to load or render, so the shell (menu, navbar) keeps working. */
class Boundary extends Component<{ children: ReactNode; resetKey: string } & WithTranslation, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: { resetKey: string }) {
    // Navigating elsewhere gives the next page a clean slate.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    const { t } = this.props;
    if (this.state.error) {
      return (
        <Result
          status="error"
          title={t('error.title')}
          subTitle={this.state.error.message}
          extra={
            <Button type="primary" href="/">
              {t('error.back')}
            </Button>
          }
        />
      );
    }
    return (
      <Suspense
        fallback={
          <div style={{ display: 'flex', justifyContent: 'center', padding: 80 }}>
            <Spin />
          </div>
        }
      >
        {this.props.children}
      </Suspense>
    );
  }
}

export const PageBoundary = withTranslation()(Boundary);
