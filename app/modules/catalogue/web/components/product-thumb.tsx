/** A product's first visual, or its initial on a tinted square when it has none. */
export function ProductThumb({
  src,
  name,
  size = 56,
}: {
  src?: string
  name: string
  size?: number
}) {
  const style = { width: size, height: size }
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={style}
        className="shrink-0 rounded-md border border-gray-200 bg-white object-contain"
      />
    )
  return (
    <span
      aria-hidden="true"
      style={style}
      className="flex shrink-0 items-center justify-center rounded-md bg-[#e6f4f8] text-lg font-semibold text-primary-dark"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
