from conduit.routes import bp


@bp.get("/health-check")
def health_check():
    return {"status": "ok"}
