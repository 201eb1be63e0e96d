import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/info-page.css';

/** Pricing and promotion (spec section 1): listing always free, promotion $29 per event. */
export default function PromotionPage() {
  useDocumentTitle('Promote Your Event');
  return (
    <section className="info-page" aria-labelledby="promo-title">
      <h1 id="promo-title">Promote Your Event</h1>
      <p className="lead">Reach thousands of NRI families looking for their next cultural celebration, festival or meetup.</p>

      <div className="pricing">
        <div className="card price-card">
          <h2>Free Listing</h2>
          <p className="price">
            $0 <small>always free</small>
          </p>
          <ul className="checklist">
            <li>Listing an event is always free</li>
            <li>Unlimited events per month</li>
            <li>Event page with calendar export and sharing</li>
          </ul>
          <Link to="/org/signup" className="btn">
            List Your Events
          </Link>
        </div>
        <div className="card price-card featured">
          <h2>Featured Promotion</h2>
          <p className="price">
            $29 <small>per event</small>
          </p>
          <ul className="checklist">
            <li>Featured placement at the top of the listings</li>
            <li>Highlighted in search results for your city</li>
            <li>Everything in the free listing</li>
          </ul>
          <Link to="/contact" className="btn btn-primary">
            Contact Us to Promote
          </Link>
        </div>
      </div>

      <section aria-labelledby="reach-title">
        <h2 id="reach-title">Our Reach</h2>
        <dl className="reach">
          <div className="card">
            <dt>Monthly visitors</dt>
            <dd>125K+</dd>
          </div>
          <div className="card">
            <dt>More views for featured events</dt>
            <dd>3x</dd>
          </div>
          <div className="card">
            <dt>Higher click rate</dt>
            <dd>5x</dd>
          </div>
          <div className="card">
            <dt>Attendance</dt>
            <dd>2x</dd>
          </div>
        </dl>
      </section>
    </section>
  );
}
