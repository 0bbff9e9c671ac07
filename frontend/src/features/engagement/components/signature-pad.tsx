import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { SIGNATURE_PNG_MAX_BYTES } from '@table-bay/shared';
import { Button } from '../../../components/ui/button';
import { engagementContent } from '../../../content/engagement';

const t = engagementContent.signature;
const WIDTH = 600;
const HEIGHT = 180;

/**
 * An optional drawn signature: a canvas drawn on with a mouse, finger or stylus, given to the
 * parent as a PNG data URL (null when empty). It is optional on purpose, so a keyboard user signs
 * with the typed name alone: the canvas is not a tab stop, and its hint says so.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 3;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1c2526';
  }, []);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * WIDTH, y: ((e.clientY - box.top) / box.height) * HEIGHT };
  };

  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.beginPath();
    ctx.moveTo(x, y);
  };

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const { x, y } = point(e);
    ctx.lineTo(x, y);
    ctx.stroke();
  };

  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    setDrawn(true);
    const png = canvas.current.toDataURL('image/png');
    // A drawing too large to send is left out rather than failing the signature: the typed name signs.
    onChange(png.length * 0.75 <= SIGNATURE_PNG_MAX_BYTES ? png : null);
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setDrawn(false);
    onChange(null);
  };

  return (
    <StyledPad>
      <span id="signature-label">{t.label}</span>
      <StyledCanvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby="signature-hint"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <StyledHint id="signature-hint">{t.hint}</StyledHint>
      {drawn && (
        <div>
          <Button type="button" $variant="outline" $size="sm" onClick={clear}>
            {t.clear}
          </Button>
        </div>
      )}
    </StyledPad>
  );
}

const StyledPad = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  > span:first-child {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledCanvas = styled.canvas`
  width: 100%;
  max-width: ${WIDTH}px;
  aspect-ratio: ${WIDTH} / ${HEIGHT};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  touch-action: none;
  cursor: crosshair;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
