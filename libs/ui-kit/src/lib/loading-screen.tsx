import { Flex, Spin } from 'antd';

/** Spec 01 §2: the loading screen shows 'Loading...'. */
export const LOADING_TEXT = 'Loading...';

export function LoadingScreen({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <Flex role="status" aria-live="polite" vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }}>
      <span aria-hidden="true">
        <Spin size="large" />
      </span>
      <span>{label}</span>
    </Flex>
  );
}
