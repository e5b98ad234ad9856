/** An e-mail address that may wrap after the @ only, when its column is narrow. */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
