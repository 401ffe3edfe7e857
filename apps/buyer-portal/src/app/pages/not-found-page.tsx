import { NotFoundPage } from '@bp/feature-shell';
import { AntdTheme } from '@bp/ui-kit';

/** The unknown-path screen, inside antd's ConfigProvider with the tenant's theme (the startup gate has none). */
export default function ThemedNotFoundPage() {
  return (
    <AntdTheme>
      <NotFoundPage />
    </AntdTheme>
  );
}
