import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { AREAS } from './areas';
import './portal.css';
import { WcmArea } from './wcm-area';
import { BASE } from './wcm';

/** The portal's own frame: its header, menu and styles, around the WCM pages. */
function Portal() {
  return (
    <>
      <header className="portal-header">
        <p className="portal-brand">Partner portal</p>
        <nav aria-label="Portal">
          <Link to="/">Home</Link>
          {AREAS.map((area) => (
            <Link key={area.home} to={area.home}>
              {area.label}
            </Link>
          ))}
        </nav>
        <button type="button" className="portal-action">
          Contact us
        </button>
      </header>
      <main className="portal-main">
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="*" element={<WcmArea />} />
        </Routes>
      </main>
    </>
  );
}

/** A page of the portal's own, with the elements whose styles WCM must leave alone. */
function Home() {
  const [params] = useSearchParams();
  return (
    <section>
      <h1>Welcome, partner</h1>
      <p>Your tab: {params.get('tab') ?? 'overview'}</p>
      <table className="portal-table">
        <thead>
          <tr>
            <th>Region</th>
            <th>Orders</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Europe</td>
            <td>12</td>
          </tr>
        </tbody>
      </table>
      <button type="button">Order samples</button>
    </section>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={BASE}>
        <Portal />
      </BrowserRouter>
    </StrictMode>,
  );
}
