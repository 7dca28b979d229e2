from app.routes import api


@api.get("/health-check")
def health_check():
    return {"ok": True}
