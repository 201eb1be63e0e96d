/**
 * The page's shape while the event loads: the same sections and sizes as the loaded page, so
 * nothing moves when it arrives (the server usually embeds the event, and this is not shown).
 */
export function DetailSkeleton() {
  const line = (width: string | number, key?: number) => <span key={key} className="skeleton skeleton-line" style={{ width }} />;
  return (
    <div className="detail" role="status" aria-label="Loading event">
      <div className="detail-skeleton" aria-hidden="true">
        <p className="detail-back">{line(130)}</p>
        <div className="detail-header">
          <span className="badge skeleton" style={{ width: 120 }}>
            &nbsp;
          </span>
          <div className="detail-skeleton-title">{line('70%')}</div>
          <p className="detail-org">{line(200)}</p>
        </div>
        <div className="detail-layout">
          <div className="detail-main">
            <div className="card detail-facts">
              {[180, 160, '75%', 90].map((w, i) => (
                <p key={i}>{line(w)}</p>
              ))}
            </div>
            <div className="card detail-about">
              <div className="detail-skeleton-h2">{line(150)}</div>
              {['100%', '100%', '100%', '95%', '100%', '100%', '80%', '100%', '60%'].map((w, i) => line(w, i))}
            </div>
            <div className="card detail-share">
              <div className="detail-skeleton-h2">{line(60)}</div>
              <div className="share">
                {[88, 100, 96, 96, 104].map((w, i) => (
                  <span key={i} className="skeleton skeleton-btn" style={{ width: w }} />
                ))}
              </div>
            </div>
          </div>
          <div className="detail-side">
            <div className="card detail-actions">
              <div className="detail-cta">
                <span className="skeleton skeleton-btn detail-register" />
                <span className="skeleton skeleton-btn detail-save" />
              </div>
              <span className="skeleton skeleton-btn btn-block" />
              <span className="detail-gcal">{line(170)}</span>
              <span className="detail-city-feed">{line(220)}</span>
            </div>
            <div className="card detail-organizer">
              <div className="detail-skeleton-h2">{line(110)}</div>
              <p className="detail-organizer-name">{line(180)}</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
