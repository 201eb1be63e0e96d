/*
 * Sangam's embeddable events widget (docs/sharing.md). One line on any page:
 *   <script src="https://sangam.example/embed.js" data-organization="…" async></script>
 * renders a <sangam-events> element after the script. The element draws in its own shadow root,
 * inherits the page's font, reads Sangam's public API without cookies and touches nothing else on the page.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var ORIGIN = script && script.src ? new URL(script.src).origin : location.origin;
  var PRODUCT = '__PRODUCT_NAME__';
  // The configured PUBLIC_URL's origin, put in when served: the API's links are built from it.
  var PUBLIC = '__PUBLIC_ORIGIN__';
  // Links go to the address the script came from when it is PUBLIC_URL spelled another way, else to PUBLIC_URL.
  var BASE = sameSite(ORIGIN, PUBLIC) ? ORIGIN : PUBLIC;
  var FILTERS = ['organization', 'metro', 'language', 'festival', 'tag', 'limit'];
  var CSS =
    ':host{display:block;font:inherit;color:inherit}' +
    '.w{border:1px solid rgba(127,127,127,.35);border-radius:8px;padding:12px 16px}' +
    'h2{font:inherit;font-weight:700;font-size:1.1em;margin:0 0 8px}' +
    'ul{list-style:none;margin:0;padding:0}' +
    'li{padding:8px 0 8px 10px;border-left:4px solid var(--c,#b4431a);margin:6px 0}' +
    'a{color:inherit;font-weight:700}' +
    '.m{display:block;font-size:.9em;opacity:.8}' +
    '.f{display:block;margin-top:8px;font-size:.9em}';

  function el(doc, tag, attrs, text) {
    var e = doc.createElement(tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text != null) e.textContent = text;
    return e;
  }

  function style(root) {
    try {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
      root.adoptedStyleSheets = [sheet];
    } catch (e) {
      root.appendChild(el(document, 'style', {}, CSS));
    }
  }

  /** A host as spelled any way: 127.0.0.1, [::1] and localhost are one; www.example.org is example.org. */
  function hostKey(url) {
    var h = url.hostname.toLowerCase();
    if (h === '127.0.0.1' || h === '[::1]' || h === 'localhost') return 'localhost';
    return h.replace(/^www\./, '');
  }

  /** Two origins that differ only by host spelling (the same scheme and port): another scheme is another address. */
  function sameSite(a, b) {
    try {
      var x = new URL(a);
      var y = new URL(b);
      return hostKey(x) === hostKey(y) && x.protocol === y.protocol && x.port === y.port;
    } catch (e) {
      return false;
    }
  }

  /** A link of the API (built from PUBLIC_URL) on BASE; anything not on PUBLIC_URL goes to Sangam's home. */
  function sangamUrl(u) {
    try {
      var url = new URL(u, PUBLIC);
      return url.origin === new URL(PUBLIC).origin ? BASE + url.pathname + url.search + url.hash : BASE + '/';
    } catch (e) {
      return BASE + '/';
    }
  }

  function SangamEvents() {
    return Reflect.construct(HTMLElement, [], SangamEvents);
  }
  SangamEvents.prototype = Object.create(HTMLElement.prototype);
  SangamEvents.prototype.constructor = SangamEvents;
  SangamEvents.prototype.connectedCallback = function () {
    if (this._root) return;
    this._root = this.attachShadow({ mode: 'open' });
    style(this._root);
    this._box = el(document, 'section', { class: 'w', 'aria-busy': 'true' });
    this._box.appendChild(el(document, 'p', {}, 'Loading events…'));
    this._root.appendChild(this._box);
    var q = new URLSearchParams();
    for (var i = 0; i < FILTERS.length; i++) {
      var v = this.getAttribute(FILTERS[i]);
      if (v) q.set(FILTERS[i], v);
    }
    // A filter the API does not know (a misspelt data-metro) is left out: visitors see the listing without it,
    // the site owner a short note in the console.
    q.set('unknown', 'ignore');
    fetch(ORIGIN + '/api/embed/events?' + q.toString(), { credentials: 'omit', mode: 'cors', referrerPolicy: 'no-referrer' })
      .then(function (r) {
        return r.json().then(function (body) {
          if (!r.ok) throw new Error(body && body.message ? body.message : 'Could not load events');
          return body;
        });
      })
      .then(
        (data) => {
          for (var k in data.ignored || {}) console.warn(PRODUCT + ' widget: ' + data.ignored[k]);
          this._render(data);
        },
        (e) => {
          this._show('Could not load events: ' + (e && e.message ? e.message : 'network error'));
        },
      );
  };
  SangamEvents.prototype._show = function (message) {
    var box = this._box;
    box.textContent = '';
    box.removeAttribute('aria-busy');
    box.appendChild(el(document, 'p', { role: 'status' }, message));
  };
  SangamEvents.prototype._render = function (data) {
    var box = this._box;
    box.textContent = '';
    box.removeAttribute('aria-busy');
    var headingId = 'sangam-h';
    box.setAttribute('aria-labelledby', headingId);
    box.appendChild(el(document, 'h2', { id: headingId }, data.title));
    if (!data.events.length) box.appendChild(el(document, 'p', {}, 'No upcoming events.'));
    else {
      var list = el(document, 'ul', { role: 'list' });
      for (var i = 0; i < data.events.length; i++) {
        var e = data.events[i];
        var li = el(document, 'li', {});
        // Through the CSSOM, which a host's style-src policy allows (a style attribute it would block).
        if (/^#[0-9a-f]{6}$/i.test(e.colour)) li.style.setProperty('--c', e.colour);
        li.appendChild(el(document, 'a', { href: sangamUrl(e.url), target: '_blank', rel: 'noopener' }, e.title));
        var meta = el(document, 'span', { class: 'm' });
        meta.appendChild(el(document, 'time', { datetime: e.date }, e.when));
        meta.appendChild(document.createTextNode(' · ' + e.venue + ', ' + e.city + ', ' + e.state));
        li.appendChild(meta);
        list.appendChild(li);
      }
      box.appendChild(list);
    }
    box.appendChild(
      el(document, 'a', { class: 'f', href: sangamUrl(data.moreUrl), target: '_blank', rel: 'noopener' }, 'More events on ' + PRODUCT),
    );
  };

  if (!customElements.get('sangam-events')) customElements.define('sangam-events', SangamEvents);
  // The one-line form: the script's data-* attributes become the element's, placed right after it.
  if (
    script &&
    script.parentNode &&
    FILTERS.some(function (f) {
      return script.hasAttribute('data-' + f);
    })
  ) {
    var widget = document.createElement('sangam-events');
    for (var i = 0; i < FILTERS.length; i++) {
      var v = script.getAttribute('data-' + FILTERS[i]);
      if (v) widget.setAttribute(FILTERS[i], v);
    }
    script.parentNode.insertBefore(widget, script.nextSibling);
  }
})();
