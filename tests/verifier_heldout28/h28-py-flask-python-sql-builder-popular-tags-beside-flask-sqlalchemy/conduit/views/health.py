from conduit.views import api


@api.get("/health-check")
def health_check():
    return {"status": "ok"}
