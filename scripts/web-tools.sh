# The npm tools of the page (scripts/build-web.sh) and of the notebook's widget
# (scripts/build-widget.sh), pinned, each installed into target/web-tools on first use.
# Sourced by those scripts, from the repository's root.
BINARYEN=132.0.0
# lit-html draws the figures: templates that update only what changed, in 7 KiB, no build step.
LIT_HTML=3.3.3
# terser minifies the page's modules as they are copied (the sources keep their comments).
TERSER=5.51.4
# esbuild bundles the widget into one module (a widget's module cannot import its neighbours).
ESBUILD=0.28.2
tools=target/web-tools

# npm_tool NAME VERSION: NAME at VERSION in $tools, installed unless it is there already.
npm_tool() {
  if [ "$(node -p "require('./$tools/node_modules/$1/package.json').version" 2>/dev/null)" != "$2" ]; then
    echo "$(basename "$0" .sh): installing $1 $2 from npm into $tools" >&2
    npm install --silent --no-audit --no-fund --prefix "$tools" "$1@$2" >&2
  fi
}
