// File answers (the stock list's and the orders' exports, an order's manifest): saved where the
// answer arrives, so no Blob enters the store.

/** Reads `filename*=UTF-8''…` or `filename="…"` from a content-disposition header. */
export function fileNameOfDownload(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || fallback;
}

/**
 * An RTK Query responseHandler that saves a file answer with file-saver under the name its
 * content-disposition gives (else `fallbackName`); the call's data is that name. An error answer
 * is parsed as the API's error body. file-saver loads with the first download, not with the pages
 * that offer one.
 */
export function saveFileAnswer(fallbackName: string) {
  return async (response: Response): Promise<unknown> => {
    if (!response.ok) {
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    }
    const fileName = fileNameOfDownload(response.headers.get('content-disposition'), fallbackName);
    const [{ saveAs }, blob] = await Promise.all([import('file-saver'), response.blob()]);
    saveAs(blob, fileName);
    return fileName;
  };
}
