from conduit.api import api_bp


@api_bp.get("/health-check")
def health_check():
    return {"status": "ok"}
