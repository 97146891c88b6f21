import { encode } from 'uqr';

/**
 * The enrolment's otpauth:// URL as a QR code, drawn as one SVG path of its dark modules. Its own chunk
 * (with the encoder), loaded only when an admin enrols, so the other screens do not carry it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { border: 2, ecc: 'M' });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white"
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
