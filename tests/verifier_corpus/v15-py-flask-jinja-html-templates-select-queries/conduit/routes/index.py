from flask import Blueprint, current_app

from conduit.pages import render_page

bp = Blueprint("index", __name__, url_prefix="/api")


@bp.get("")
def index():
    rules = [{"methods": ",".join(sorted(r.methods - {"HEAD", "OPTIONS"})), "path": r.rule}
             for r in current_app.url_map.iter_rules() if r.rule.startswith("/api")]
    return render_page("index", title="Conduit API", rules=rules)


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
