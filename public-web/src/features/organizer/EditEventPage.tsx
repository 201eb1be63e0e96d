// Placeholder until this page is built (see the issue for its feature).
export default function EditEventPage() {
  return <p>Coming soon.</p>;
}
