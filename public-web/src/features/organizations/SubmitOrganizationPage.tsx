// Placeholder until this page is built (see the issue for its feature).
export default function SubmitOrganizationPage() {
  return <p>Coming soon.</p>;
}
