from app.api import bp


@bp.route("/health-check")
def health_check():
    return {"status": "ok"}
