/**
 * The only script of a page's HTML (besides the theme's): it starts the app once the page has painted, so that nothing
 * the first paint does not need competes with it, and keeps what the visitor does meanwhile. The content, links, FAQ
 * accordions and forms work without JavaScript; the buttons that need the app (menus, theme, dialogs, players) are
 * queued when tapped early and replayed once the app has hydrated (src/boot/early-clicks.ts).
 *
 * It starts the app on the first contentful paint, or at once on a first interaction, whichever comes first. Its
 * attributes name the app's entry (`data-entry`) and the modules to fetch with it (`data-preload`). Kept tiny and
 * dependency-free: the CSP allows it by the hash of this exact text (src/build/csp.ts).
 */
export const EARLY_CLICKS = '__earlyClicks'

export const BOOT_SCRIPT = `(function(){var d=document,s=d.currentScript,q=window.${EARLY_CLICKS}=[],go=false;function start(){if(go)return;go=true;(s.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(!h)return;var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var m=d.createElement('script');m.type='module';m.src=s.getAttribute('data-entry');d.head.appendChild(m)}d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button[type=button]');var h=d.documentElement;if(!b||h.hasAttribute('data-hydrated')&&h.hasAttribute('data-page'))return;e.preventDefault();e.stopPropagation();q.push([b,[].indexOf.call(d.querySelectorAll('button[type=button]'),b)]);start()},true);['pointerdown','keydown','touchstart'].forEach(function(t){d.addEventListener(t,start,{capture:true,once:true,passive:true})});try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(start)})}})()`
