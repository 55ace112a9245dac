// Soft navigation keeps a slot's last page when the new URL does not match it; matching every
// other URL here closes the modal. https://nextjs.org/docs/app/api-reference/file-conventions/parallel-routes#modals
export default function NoModalElsewhere() {
  return null;
}
