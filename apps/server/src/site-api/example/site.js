// Example brand site on the WCM public site API (/site-api/v1). Plain browser JavaScript, no
// build step and no inline script (the server's CSP allows scripts from 'self' only). It renders
// the home page (`./`), a product page (`./?product=<id>`) with the RFQ form, and sends a visit
// beacon for each page shown. Content arrives sanitised by the server; plain fields are set with
// textContent, never as HTML.
/* global document, location, Node */
'use strict';

(function () {
  const API = '/site-api/v1';

  const TEXT = {
    en: {
      home: 'Home',
      products: 'Products',
      news: 'News',
      language: 'Language',
      loading: 'Loading…',
      skip: 'Skip to content',
      featured: 'Featured products',
      latest: 'Latest news',
      about: 'About us',
      noProducts: 'No products yet.',
      noArticles: 'No news yet.',
      negotiable: 'Price on request',
      price: 'Price',
      model: 'Model',
      category: 'Category',
      specs: 'Specifications',
      details: 'Details',
      back: 'All products',
      enquiry: 'Send an enquiry',
      quantity: 'Quantity',
      unit: 'Unit',
      contactName: 'Your name',
      company: 'Company',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      message: 'Message',
      send: 'Send enquiry',
      sending: 'Sending…',
      thanks: 'Thank you, your enquiry has been sent. We will reply soon.',
      failed: 'The enquiry could not be sent',
      loadFailed: 'The page could not be loaded',
      notFound: 'This product is not available.',
      trap: 'Leave this field empty',
      none: '—',
    },
    'zh-CN': {
      home: '首页',
      products: '产品',
      news: '新闻',
      language: '语言',
      loading: '加载中…',
      skip: '跳到正文',
      featured: '推荐产品',
      latest: '最新动态',
      about: '关于我们',
      noProducts: '暂无产品。',
      noArticles: '暂无新闻。',
      negotiable: '价格面议',
      price: '价格',
      model: '型号',
      category: '分类',
      specs: '规格参数',
      details: '产品详情',
      back: '全部产品',
      enquiry: '发送询盘',
      quantity: '数量',
      unit: '单位',
      contactName: '您的姓名',
      company: '公司',
      email: '邮箱',
      phone: '电话',
      country: '国家/地区',
      message: '留言',
      send: '提交询盘',
      sending: '提交中…',
      thanks: '感谢您的询盘，我们已收到，将尽快回复。',
      failed: '询盘未能提交',
      loadFailed: '页面加载失败',
      notFound: '该产品暂不可用。',
      trap: '此项请留空',
      none: '—',
    },
    fr: {
      home: 'Accueil',
      products: 'Produits',
      news: 'Actualités',
      language: 'Langue',
      loading: 'Chargement…',
      skip: 'Aller au contenu',
      featured: 'Produits phares',
      latest: 'Dernières actualités',
      about: 'Qui sommes-nous',
      noProducts: 'Aucun produit pour le moment.',
      noArticles: 'Aucune actualité pour le moment.',
      negotiable: 'Prix sur demande',
      price: 'Prix',
      model: 'Modèle',
      category: 'Catégorie',
      specs: 'Caractéristiques',
      details: 'Description',
      back: 'Tous les produits',
      enquiry: 'Demander un devis',
      quantity: 'Quantité',
      unit: 'Unité',
      contactName: 'Votre nom',
      company: 'Société',
      email: 'E-mail',
      phone: 'Téléphone',
      country: 'Pays',
      message: 'Message',
      send: 'Envoyer la demande',
      sending: 'Envoi…',
      thanks: 'Merci, votre demande a bien été envoyée. Nous vous répondrons rapidement.',
      failed: "La demande n'a pas pu être envoyée",
      loadFailed: "La page n'a pas pu être chargée",
      notFound: "Ce produit n'est pas disponible.",
      trap: 'Laissez ce champ vide',
      none: '—',
    },
  };
  const COUNTRIES = [
    '',
    'CN',
    'US',
    'GB',
    'FR',
    'DE',
    'IT',
    'ES',
    'JP',
    'KR',
    'IN',
    'BR',
    'AE',
    'AU',
  ];
  const UNITS = ['pcs', 'sets', 'kg', 'tons', 'meters'];

  function pickLang() {
    const saved = localStorage.getItem('site.lang');
    if (saved && TEXT[saved]) return saved;
    const nav = (navigator.language || 'en').toLowerCase();
    if (nav.startsWith('zh')) return 'zh-CN';
    if (nav.startsWith('fr')) return 'fr';
    return 'en';
  }
  let lang = pickLang();
  const t = (key) => TEXT[lang][key] || TEXT.en[key] || key;

  /** A visit session id (the contract wants 8-64 of [A-Za-z0-9_-]); kept for the tab. */
  function sessionId() {
    let id = sessionStorage.getItem('site.session');
    if (!id) {
      const bytes = new Uint8Array(16);
      crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      sessionStorage.setItem('site.session', id);
    }
    return id;
  }

  /** GET from the site API in the page's language; throws with the server's message on 4xx. */
  async function get(path) {
    const res = await fetch(API + path, { headers: { 'Accept-Language': lang } });
    const body = await res.json().catch(() => ({}));
    if (!res.ok || body.code !== 200) {
      const error = new Error(body.msg || res.statusText);
      error.status = res.status;
      throw error;
    }
    return body;
  }

  async function post(path, payload) {
    const res = await fetch(API + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
      body: JSON.stringify(payload),
    });
    const body = await res.json().catch(() => ({}));
    return { ok: res.ok && body.code === 200, msg: body.msg || res.statusText };
  }

  /** The visit beacon: text/plain JSON, as navigator.sendBeacon sends it (no preflight). */
  function beacon(pagePath) {
    const payload = JSON.stringify({
      sessionId: sessionId(),
      pagePath,
      referrer: document.referrer.slice(0, 255),
      utmMedium: (new URLSearchParams(location.search).get('utm_medium') || '').slice(0, 32),
    });
    if (navigator.sendBeacon && navigator.sendBeacon(API + '/visits', payload)) return;
    fetch(API + '/visits', {
      method: 'POST',
      body: payload,
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => undefined);
  }

  /** `el('p', {className: 'x'}, 'text', child…)` */
  function el(tag, props, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (value === undefined || value === null || value === false) continue;
      if (key in node && key !== 'list') node[key] = value;
      else node.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }
  /** Sanitised HTML from the server (rich text of products, pages, company). */
  function html(tag, markup, props) {
    const node = el(tag, props);
    node.innerHTML = markup;
    return node;
  }
  const image = (src, alt, props) =>
    src ? el('img', { src, alt, loading: 'lazy', ...(props || {}) }) : null;

  const main = () => document.getElementById('main');
  function show(...children) {
    const m = main();
    m.replaceChildren(...children);
    m.removeAttribute('aria-busy');
  }

  const day = (iso) =>
    iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso)) : '';
  const money = (n) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(n);
  const productHref = (id) => './?product=' + encodeURIComponent(id);

  /** Black or white, whichever reads better on a #rrggbb background (WCAG relative luminance). */
  function textOn(hex) {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
  }

  function applyColors(colors) {
    if (!colors) return;
    const root = document.documentElement.style;
    root.setProperty('--on-primary', textOn(colors.primaryColor));
    root.setProperty('--on-accent', textOn(colors.accentColor));
    root.setProperty('--primary', colors.primaryColor);
    root.setProperty('--secondary', colors.secondaryColor);
    root.setProperty('--accent', colors.accentColor);
    root.setProperty('--text', colors.textColor);
    root.setProperty('--background', colors.backgroundColor);
  }

  function linkOf(item) {
    switch (item.linkType) {
      case 'url':
        return /^https?:\/\//i.test(item.linkTarget) ? item.linkTarget : null;
      case 'product':
        return productHref(item.linkTarget);
      default:
        return null;
    }
  }

  function renderChrome(site, navigation, company) {
    const brand = (company && (company.englishName || company.shortName)) || site.brandName;
    document.getElementById('brand').textContent = brand;
    document.querySelectorAll('[data-t]').forEach((node) => {
      node.textContent = t(node.getAttribute('data-t'));
    });
    document.querySelector('.skip').textContent = t('skip');
    document.documentElement.lang = lang;
    const footer = document.getElementById('footer');
    footer.replaceChildren(
      ...(navigation || []).map((group) =>
        el(
          'section',
          {},
          el('h2', {}, group.title),
          el(
            'ul',
            {},
            group.links.map((link) => {
              const href = linkOf(link);
              return el('li', {}, href ? el('a', { href }, link.label) : link.label);
            }),
          ),
        ),
      ),
      company
        ? el(
            'section',
            {},
            el('h2', {}, company.fullName),
            el('p', {}, company.address),
            el('p', {}, company.contactInfo),
          )
        : null,
    );
    return brand;
  }

  function productCard(p) {
    return el(
      'li',
      { className: 'card' },
      image(p.coverUrl, p.name),
      el(
        'div',
        { className: 'body' },
        el('a', { href: productHref(p.productId) }, p.name),
        el('p', { className: 'muted' }, [p.modelName, p.categoryName].filter(Boolean).join(' · ')),
        el('p', {}, p.price === null ? t('negotiable') : money(p.price)),
      ),
    );
  }

  async function renderHome() {
    const { data } = await get('/home');
    applyColors(data.colors);
    const brand = renderChrome(data.site, data.navigation, data.company);
    document.title = brand;
    const banner = data.banners.find((b) => b.bannerType === 'pc') || data.banners[0];
    show(
      banner
        ? el(
            'figure',
            { className: 'hero' },
            image(banner.imageUrl, banner.title),
            el('figcaption', {}, banner.title),
          )
        : null,
      el('h1', {}, brand),
      el(
        'section',
        { id: 'products', 'aria-labelledby': 'products-title' },
        el('h2', { id: 'products-title' }, t('featured')),
        data.products.length
          ? el('ul', { className: 'grid' }, data.products.map(productCard))
          : el('p', {}, t('noProducts')),
      ),
      el(
        'section',
        { id: 'articles', 'aria-labelledby': 'articles-title' },
        el('h2', { id: 'articles-title' }, t('latest')),
        data.articles.length
          ? el(
              'ul',
              { className: 'articles' },
              data.articles.map((a) =>
                el(
                  'li',
                  {},
                  el('h3', {}, a.title),
                  el(
                    'p',
                    { className: 'muted' },
                    [day(a.publishTime), a.categoryLabel].filter(Boolean).join(' · '),
                  ),
                  a.description ? el('p', {}, a.description) : null,
                ),
              ),
            )
          : el('p', {}, t('noArticles')),
      ),
      data.company && data.company.about
        ? el(
            'section',
            { 'aria-labelledby': 'about-title' },
            el('h2', { id: 'about-title' }, t('about')),
            html('div', data.company.about),
          )
        : null,
    );
    beacon('/');
  }

  function field(label, control, full) {
    return el('label', { className: full ? 'full' : '' }, el('span', {}, label), control);
  }

  function rfqForm(product) {
    const status = el('p', { className: 'full', role: 'status' });
    const alert = el('p', { className: 'full error', role: 'alert' });
    const submit = el('button', { type: 'submit' }, t('send'));
    const countryNames = new Intl.DisplayNames([lang], { type: 'region' });
    const form = el(
      'form',
      { className: 'rfq', noValidate: false, 'aria-labelledby': 'rfq-title' },
      field(
        t('quantity'),
        el('input', { name: 'quantity', type: 'number', min: 1, value: 100, required: true }),
      ),
      field(
        t('unit'),
        el(
          'select',
          { name: 'unit' },
          UNITS.map((u) => el('option', { value: u }, u)),
        ),
      ),
      field(
        t('contactName'),
        el('input', { name: 'contactName', required: true, maxLength: 100, autocomplete: 'name' }),
      ),
      field(
        t('company'),
        el('input', { name: 'company', maxLength: 200, autocomplete: 'organization' }),
      ),
      field(
        t('email'),
        el('input', {
          name: 'email',
          type: 'email',
          required: true,
          maxLength: 254,
          autocomplete: 'email',
        }),
      ),
      field(
        t('phone'),
        el('input', { name: 'phone', type: 'tel', maxLength: 40, autocomplete: 'tel' }),
      ),
      field(
        t('country'),
        el(
          'select',
          { name: 'country' },
          COUNTRIES.map((c) => el('option', { value: c }, c ? countryNames.of(c) : t('none'))),
        ),
      ),
      field(t('message'), el('textarea', { name: 'message', rows: 4, maxLength: 5000 }), true),
      // Honeypot: hidden from people and from the tab order; bots fill it.
      el(
        'div',
        { className: 'trap', 'aria-hidden': 'true' },
        el(
          'label',
          {},
          t('trap'),
          el('input', { name: 'website', tabIndex: -1, autocomplete: 'off' }),
        ),
      ),
      submit,
      status,
      alert,
    );
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const text = (name) => String(data.get(name) || '').trim();
      const payload = {
        productId: product.productId,
        quantity: Number(data.get('quantity')),
        unit: text('unit'),
        contactName: text('contactName'),
        company: text('company'),
        email: text('email'),
        phone: text('phone'),
        country: text('country'),
        message: text('message'),
        sessionId: sessionId(),
        website: String(data.get('website') || ''),
      };
      status.textContent = t('sending');
      alert.textContent = '';
      submit.disabled = true;
      try {
        const answer = await post('/rfq', payload);
        if (answer.ok) {
          form.reset();
          status.textContent = t('thanks');
          status.className = 'full ok';
        } else {
          status.textContent = '';
          alert.textContent = t('failed') + ': ' + answer.msg;
        }
      } catch (error) {
        status.textContent = '';
        alert.textContent = t('failed') + ': ' + error.message;
      } finally {
        submit.disabled = false;
      }
    });
    return form;
  }

  async function renderProduct(id) {
    const [home, detail] = await Promise.all([
      get('/home'),
      get('/products/' + encodeURIComponent(id)).catch((error) => {
        if (error.status === 404) return null;
        throw error;
      }),
    ]);
    applyColors(home.data.colors);
    const brand = renderChrome(home.data.site, home.data.navigation, home.data.company);
    if (!detail) {
      document.title = brand;
      show(el('h1', {}, t('notFound')), el('p', {}, el('a', { href: './#products' }, t('back'))));
      return;
    }
    const d = detail.data;
    const p = d.product;
    document.title = p.name + ' — ' + brand;
    const images = d.images.length ? d.images : p.coverUrl ? [p.coverUrl] : [];
    show(
      el('p', {}, el('a', { href: './#products' }, t('back'))),
      el('h1', {}, p.name),
      el(
        'div',
        { className: 'product' },
        el(
          'div',
          {},
          image(images[0], p.name),
          images.length > 1
            ? el(
                'div',
                { className: 'thumbs' },
                images.slice(1).map((src, i) => image(src, p.name + ' ' + (i + 2))),
              )
            : null,
        ),
        el(
          'div',
          {},
          el(
            'dl',
            {},
            p.modelName ? [el('dt', {}, t('model')), el('dd', {}, p.modelName)] : null,
            el('dt', {}, t('category')),
            el('dd', {}, d.category.map((c) => c.name).join(' / ') || p.categoryName),
            el('dt', {}, t('price')),
            el('dd', {}, p.price === null ? t('negotiable') : money(p.price)),
          ),
          d.specAttributes.length
            ? el(
                'table',
                {},
                el('caption', {}, t('specs')),
                el(
                  'tbody',
                  {},
                  d.specAttributes.map((a) =>
                    el('tr', {}, el('th', { scope: 'row' }, a.name), el('td', {}, a.value)),
                  ),
                ),
              )
            : null,
        ),
      ),
      d.description
        ? el(
            'section',
            { 'aria-labelledby': 'details-title' },
            el('h2', { id: 'details-title' }, t('details')),
            html('div', d.description),
          )
        : null,
      el(
        'section',
        { 'aria-labelledby': 'rfq-title' },
        el('h2', { id: 'rfq-title' }, t('enquiry')),
        rfqForm(p),
      ),
    );
    beacon('/products/' + p.productId);
  }

  async function render() {
    const product = new URLSearchParams(location.search).get('product');
    try {
      if (product && /^\d{1,15}$/.test(product)) await renderProduct(product);
      else await renderHome();
    } catch (error) {
      show(el('h1', {}, t('loadFailed')), el('p', { role: 'alert' }, error.message));
    }
  }

  document.addEventListener('DOMContentLoaded', () => {
    const select = document.getElementById('lang');
    select.value = lang;
    select.addEventListener('change', () => {
      lang = select.value;
      localStorage.setItem('site.lang', lang);
      main().setAttribute('aria-busy', 'true');
      render();
    });
    render();
  });
})();
