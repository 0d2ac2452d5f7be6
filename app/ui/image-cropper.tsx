/**
 * The image cropper of spec 2.12 (a crop area 500 px high): the chosen image fitted in the area,
 * a frame of the target's proportions moved with the pointer or the arrow keys and sized with a
 * slider, and 'Recadrer' drawing the framed part onto a canvas. The cropped file takes the place
 * of the chosen one in the same file field, so the form posts it as it posts a file without
 * JavaScript. Loaded on demand (React.lazy) by the image forms only: no public page carries it.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

export type CropperProps = {
  file: File
  /** Width over height of the frame (a banner 4, a logo 1). */
  aspect: number
  /** The widest image the crop produces, in pixels. */
  maxWidth: number
  /** Given the cropped file; the form's file field is to hold it. */
  onCropped: (file: File) => void
}

const AREA_HEIGHT = 500
type Frame = { x: number; y: number; w: number }

export default function ImageCropper({ file, aspect, maxWidth, onCropped }: CropperProps) {
  const [url, setUrl] = useState<string | null>(null)
  const [image, setImage] = useState<HTMLImageElement | null>(null)
  const [frame, setFrame] = useState<Frame>({ x: 0, y: 0, w: 0 })
  const [done, setDone] = useState(false)
  const area = useRef<HTMLDivElement>(null)
  const drag = useRef<{ px: number; py: number; frame: Frame } | null>(null)

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file)
    setUrl(objectUrl)
    setDone(false)
    return () => URL.revokeObjectURL(objectUrl)
  }, [file])

  // The image as shown: fitted in the area's width and 500 px height.
  const areaWidth = area.current?.clientWidth ?? 600
  const scale = image
    ? Math.min(areaWidth / image.naturalWidth, AREA_HEIGHT / image.naturalHeight)
    : 1
  const shownW = image ? image.naturalWidth * scale : 0
  const shownH = image ? image.naturalHeight * scale : 0
  const frameH = frame.w / aspect

  const clamp = (f: Frame): Frame => {
    const w = Math.max(20, Math.min(f.w, shownW, shownH * aspect))
    const h = w / aspect
    return {
      w,
      x: Math.max(0, Math.min(f.x, shownW - w)),
      y: Math.max(0, Math.min(f.y, shownH - h)),
    }
  }

  const onLoad = (img: HTMLImageElement) => {
    setImage(img)
    const s = Math.min(
      (area.current?.clientWidth ?? 600) / img.naturalWidth,
      AREA_HEIGHT / img.naturalHeight,
    )
    const w = Math.min(img.naturalWidth * s, img.naturalHeight * s * aspect)
    setFrame({ x: (img.naturalWidth * s - w) / 2, y: (img.naturalHeight * s - w / aspect) / 2, w })
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { px: e.clientX, py: e.clientY, frame }
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!start) return
    setFrame(
      clamp({
        ...start.frame,
        x: start.frame.x + e.clientX - start.px,
        y: start.frame.y + e.clientY - start.py,
      }),
    )
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 20 : 5
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[e.key]
    if (!move) return
    e.preventDefault()
    setFrame(clamp({ ...frame, x: frame.x + move[0], y: frame.y + move[1] }))
  }

  const crop = () => {
    if (!image) return
    const sx = frame.x / scale
    const sy = frame.y / scale
    const sw = frame.w / scale
    const sh = frameH / scale
    const outW = Math.round(Math.min(sw, maxWidth))
    const outH = Math.round(outW / aspect)
    const canvas = document.createElement('canvas')
    canvas.width = outW
    canvas.height = outH
    canvas.getContext('2d')?.drawImage(image, sx, sy, sw, sh, 0, 0, outW, outH)
    // PNG keeps a logo's transparency; a banner is a photo.
    const type = aspect === 1 ? 'image/png' : 'image/jpeg'
    canvas.toBlob(
      (blob) => {
        if (!blob) return
        const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/png' ? '.png' : '.jpg')
        onCropped(new File([blob], name, { type }))
        setDone(true)
      },
      type,
      0.9,
    )
  }

  const maxFrame = Math.min(shownW, shownH * aspect)
  return (
    <div className="space-y-2" data-testid="image-cropper">
      <div
        ref={area}
        className="relative flex w-full items-start justify-center overflow-hidden rounded-md bg-gray-900"
        style={{ height: AREA_HEIGHT }}
      >
        {url ? (
          <div
            className="relative"
            style={{ width: shownW || undefined, height: shownH || undefined }}
          >
            <img
              src={url}
              alt="Image à recadrer"
              onLoad={(e) => onLoad(e.currentTarget)}
              className="block select-none"
              style={image ? { width: shownW, height: shownH } : { maxHeight: AREA_HEIGHT }}
              draggable={false}
            />
            {image ? (
              <div
                role="slider"
                tabIndex={0}
                aria-label="Cadre du recadrage : flèches pour le déplacer"
                aria-valuemin={0}
                aria-valuemax={Math.round(shownW)}
                aria-valuenow={Math.round(frame.x)}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={() => (drag.current = null)}
                onKeyDown={onKeyDown}
                className="absolute cursor-move touch-none border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.55)] focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-white"
                style={{ left: frame.x, top: frame.y, width: frame.w, height: frameH }}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {image ? (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-gray-800">
            Taille du cadre
            <input
              type="range"
              min={20}
              max={Math.max(20, Math.round(maxFrame))}
              value={Math.round(frame.w)}
              onChange={(e) => {
                const w = Number(e.target.value)
                // Sized around its centre.
                const cx = frame.x + frame.w / 2
                const cy = frame.y + frameH / 2
                setFrame(clamp({ w, x: cx - w / 2, y: cy - w / aspect / 2 }))
              }}
            />
          </label>
          <button
            type="button"
            onClick={crop}
            className="min-h-[44px] rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-800 hover:bg-gray-50"
          >
            Recadrer
          </button>
          <p className="text-sm text-gray-700" aria-live="polite">
            {done ? 'Image recadrée : envoyez-la.' : ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}
