/**
 * Every agent-only entry point (an admin page, route handler or server action) must call
 * `requireAdmin()` before it awaits anything else, so no query or side effect can run for a
 * caller who is not an agent. Awaiting the route's own `params`/`searchParams` first is allowed.
 *
 * Which functions are checked:
 * - `page.tsx`: the default export; `route.ts`: exported HTTP method handlers;
 * - a `'use server'` file: every exported async function, or only those named in `functions`
 *   (for shared modules that mix client and agent actions). Other files are not entry points.
 */
const ALLOWED_FIRST = new Set(['params', 'searchParams']);
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The name an awaited expression reads: `await requireAdmin()` -> requireAdmin, `await props.params` -> params. */
function awaitedName(node) {
  let target = node.argument;
  if (target?.type === 'CallExpression') target = target.callee;
  if (target?.type === 'MemberExpression') target = target.property;
  return target?.type === 'Identifier' ? target.name : null;
}

/** The first `await` in source order inside a function body, not descending into nested functions. */
function firstAwait(body) {
  let found = null;
  const visit = (node) => {
    if (found || !node || typeof node.type !== 'string') return;
    if (node.type === 'AwaitExpression') {
      const name = awaitedName(node);
      if (name && ALLOWED_FIRST.has(name)) return;
      found = node;
      return;
    }
    if (/Function/.test(node.type)) return;
    for (const key of Object.keys(node)) {
      if (key === 'parent') continue;
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(body);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const requireAdminFirst = {
  meta: {
    type: 'problem',
    docs: { description: 'Agent-only entry points call requireAdmin() before anything else.' },
    schema: [
      {
        type: 'object',
        properties: {
          functions: { type: 'array', items: { type: 'string' } },
          // Another gate accepted in place of requireAdmin (requireAgentRole on /admin/security).
          gate: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      missing: '{{name}} must await {{gate}}() before anything else (it awaits nothing).',
      notFirst: '{{name}} must await {{gate}}() first; it awaits {{first}} before it.',
    },
  },
  create(context) {
    const only = context.options[0]?.functions;
    const gate = context.options[0]?.gate ?? 'requireAdmin';
    const file = context.filename.replaceAll('\\', '/');
    const isPage = file.endsWith('/page.tsx');
    const isRoute = file.endsWith('/route.ts');

    function check(fn, name) {
      if (!fn.body) return;
      const first = firstAwait(fn.body);
      if (!first) context.report({ node: fn, messageId: 'missing', data: { name, gate } });
      else if (awaitedName(first) !== gate)
        context.report({
          node: first,
          messageId: 'notFirst',
          data: { name, gate, first: awaitedName(first) ?? 'an expression' },
        });
    }

    const body = context.sourceCode.ast.body;
    const isServerActions = body.some(
      (s) => s.type === 'ExpressionStatement' && s.directive === 'use server',
    );

    const wanted = (name, fn) => {
      if (isPage) return name === 'default';
      if (isRoute) return HTTP_METHODS.has(name);
      if (!isServerActions || !fn.async) return false;
      return only ? only.includes(name) : true;
    };

    const fromDeclaration = (decl, exportedName) => {
      if (!decl) return;
      if (decl.type === 'FunctionDeclaration') {
        const name = exportedName ?? decl.id?.name;
        if (wanted(name, decl)) check(decl, name);
      } else if (decl.type === 'VariableDeclaration') {
        for (const v of decl.declarations) {
          const init = v.init;
          if (
            init &&
            /Function/.test(init.type) &&
            v.id.type === 'Identifier' &&
            wanted(v.id.name, init)
          )
            check(init, v.id.name);
        }
      }
    };

    return {
      ExportNamedDeclaration(node) {
        fromDeclaration(node.declaration);
      },
      ExportDefaultDeclaration(node) {
        const d = node.declaration;
        if (/Function/.test(d.type) && wanted('default', d)) check(d, 'default export');
      },
    };
  },
};

export const localRules = { rules: { 'require-admin-first': requireAdminFirst } };
