// Placeholder until this page is built (see the issue for its feature).
export default function OrgSignupPage() {
  return <p>Coming soon.</p>;
}
