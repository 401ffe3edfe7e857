import { theme } from 'antd';

export interface ErrorDetail {
  label: string;
  value: string;
}

/**
 * The error screen's details as a bordered two-column table (each row reads "<label> <value>"), the
 * way antd's bordered Descriptions draws them, without shipping Descriptions in the first download
 * of every page (the error screen belongs to the startup gate).
 */
export function ErrorDetails({ details }: { details: ErrorDetail[] }) {
  const { token } = theme.useToken();
  const cell = { padding: `${token.paddingXS}px ${token.padding}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` };
  return (
    <div style={{ border: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`, borderRadius: token.borderRadiusLG, overflow: 'hidden' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'start', fontSize: token.fontSize, lineHeight: token.lineHeight }}>
        <tbody>
          {details.map(({ label, value }, index) => {
            const last = index === details.length - 1 ? { borderBottom: 'none' } : undefined;
            return (
              <tr key={label}>
                <th
                  scope="row"
                  style={{
                    ...cell,
                    ...last,
                    textAlign: 'start',
                    fontWeight: 'normal',
                    color: token.colorTextTertiary,
                    background: token.colorFillAlter,
                    borderInlineEnd: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {label}
                </th>
                <td style={{ ...cell, ...last, color: token.colorText, wordBreak: 'break-word' }}>{value}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
