import { Button, Flex, theme } from 'antd';
import { useFormikContext, getIn } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { SIGNATURE_IMAGE_TYPES, SIGNATURE_MAX_BYTES } from '@bp/api-contract/constants';
import { useTranslation } from '@bp/ui-kit';
import { useFieldError, useReadOnly } from './form-controls';

/** Spec 03 §9: the signature canvas is 200 px high, pen widths 0.5 to 2, exported as jpeg (the form's value). */
export const SIGNATURE_CANVAS_HEIGHT = 200;
export const SIGNATURE_PEN = { minWidth: 0.5, maxWidth: 2 } as const;
export const SIGNATURE_EXPORT_TYPE = 'image/jpeg';
/** Spec 03 §9: the download formats of a drawn signature. */
export const SIGNATURE_DOWNLOAD_FORMATS = [
  { label: 'SVG', type: 'image/svg+xml', extension: 'svg' },
  { label: 'PNG', type: 'image/png', extension: 'png' },
  { label: 'JPG', type: 'image/jpeg', extension: 'jpg' },
] as const;
type SignatureDownloadFormat = (typeof SIGNATURE_DOWNLOAD_FORMATS)[number];
export const SIGNATURE_TYPES_MESSAGE = 'Only jpeg, jpg and png images are allowed';
export const SIGNATURE_TOO_LARGE_MESSAGE = `The image must be at most ${SIGNATURE_MAX_BYTES / 1024} KB`;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Saves the drawn signature in one of the download formats (the white background included, as in the form's jpeg). */
function downloadSignature(pad: SignaturePad, format: SignatureDownloadFormat): void {
  const anchor = window.document.createElement('a');
  anchor.href = format.type === 'image/svg+xml' ? pad.toDataURL(format.type, { includeBackgroundColor: true }) : pad.toDataURL(format.type);
  anchor.download = `signature.${format.extension}`;
  window.document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * The canvas's drawing buffer sized to its CSS width times the device pixel ratio, scaled once
 * (signature_pad's own advice): resizing a canvas clears it, so strokes are kept and redrawn.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const width = canvas.offsetWidth;
  if (width === 0) return;
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  if (canvas.width === Math.round(width * ratio)) return;
  const strokes = pad.toData();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(SIGNATURE_CANVAS_HEIGHT * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (strokes.length > 0) pad.fromData(strokes);
}

/**
 * The signer's signature (spec 03 §5 EUS form): drawn on a canvas with signature_pad and exported
 * as a jpeg data URL, or — for keyboard users and anyone with a scanned signature — an uploaded
 * jpeg or png. The Formik value is the image's data URL ('' when none); a drawn signature also
 * downloads as svg, png or jpg. signature_pad downloads when the pad first shows, not with account
 * details; until then, and if that download fails, the image upload still works.
 */
export function SignatureField({ name, label = 'Signature' }: { name: string; label?: string }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<object>();
  const readOnly = useReadOnly();
  const fieldError = useFieldError(name);
  const { t } = useTranslation();
  const text = (value: string) => t(value, { defaultValue: value });
  const { token } = theme.useToken();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const value = (getIn(values, name) as string | undefined) ?? '';
  // The pad's listener outlives renders; it reads the latest setter through this ref.
  const setValueRef = useRef(setFieldValue);
  useEffect(() => {
    setValueRef.current = setFieldValue;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || readOnly) return undefined;
    let detach: (() => void) | undefined;
    let unmounted = false;
    const attach = (Pad: typeof SignaturePad) => {
      if (unmounted) return;
      const pad = new Pad(canvas, { ...SIGNATURE_PEN, backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 0)' });
      padRef.current = pad;
      fitCanvas(canvas, pad);
      const onEnd = () => {
        setUploaded(false);
        setDrawn(!pad.isEmpty());
        setUploadError(undefined);
        void setValueRef.current(name, pad.isEmpty() ? '' : pad.toDataURL(SIGNATURE_EXPORT_TYPE));
      };
      pad.addEventListener('endStroke', onEnd);
      const onResize = () => fitCanvas(canvas, pad);
      window.addEventListener('resize', onResize);
      detach = () => {
        window.removeEventListener('resize', onResize);
        pad.removeEventListener('endStroke', onEnd);
        pad.off();
        padRef.current = null;
      };
    };
    // A failed download leaves the canvas inert: the image upload below still signs.
    import('signature_pad').then(
      (module) => attach(module.default),
      () => undefined,
    );
    return () => {
      unmounted = true;
      detach?.();
    };
  }, [name, readOnly]);

  const clear = () => {
    padRef.current?.clear();
    setUploaded(false);
    setDrawn(false);
    setUploadError(undefined);
    void setFieldValue(name, '');
    void setFieldTouched(name, true, false);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(file.type)) return setUploadError(SIGNATURE_TYPES_MESSAGE);
    if (file.size > SIGNATURE_MAX_BYTES) return setUploadError(SIGNATURE_TOO_LARGE_MESSAGE);
    setUploadError(undefined);
    padRef.current?.clear();
    setDrawn(false);
    setUploaded(true);
    await setFieldValue(name, await readAsDataUrl(file));
  };

  const error = uploadError ?? fieldError;
  const errorId = `${id}-error`;
  const showImage = readOnly || uploaded;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? 'true' : undefined}
      tabIndex={-1}
      style={{ marginBottom: token.marginMD }}
    >
      <div id={`${id}-label`} style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>
        {text(label)}
      </div>
      {showImage && value ? (
        <img
          src={value}
          alt={text('Signature image')}
          style={{
            display: 'block',
            maxWidth: '100%',
            height: SIGNATURE_CANVAS_HEIGHT,
            objectFit: 'contain',
            border: `1px solid ${token.colorBorder}`,
            background: '#fff',
          }}
        />
      ) : null}
      {readOnly ? null : (
        <>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={text('Signature pad: draw your signature')}
            style={{
              display: showImage && value ? 'none' : 'block',
              width: '100%',
              height: SIGNATURE_CANVAS_HEIGHT,
              touchAction: 'none',
              border: `1px solid ${error ? token.colorError : token.colorBorder}`,
              borderRadius: token.borderRadius,
              background: '#fff',
            }}
          />
          <Flex wrap gap="small" align="center" style={{ marginTop: token.marginXS }}>
            <Button onClick={clear}>{text('Clear signature')}</Button>
            {drawn ? (
              <Flex wrap gap="small" align="center" role="group" aria-label={text('Download signature')}>
                {SIGNATURE_DOWNLOAD_FORMATS.map((format) => (
                  <Button
                    key={format.extension}
                    aria-label={`${text('Download signature as')} ${format.label}`}
                    onClick={() => padRef.current && downloadSignature(padRef.current, format)}
                  >
                    {format.label}
                  </Button>
                ))}
              </Flex>
            ) : null}
            <label htmlFor={`${id}-upload`}>{text('Or upload a signature image (jpeg, jpg, png)')}</label>
            <input
              id={`${id}-upload`}
              type="file"
              accept=".jpeg,.jpg,.png,image/jpeg,image/png"
              style={{ maxWidth: '100%' }}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Flex>
        </>
      )}
      {error ? (
        <div id={errorId} role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {text(error)}
        </div>
      ) : null}
    </div>
  );
}
