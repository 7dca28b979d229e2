from fastapi import FastAPI

from app.routes import tags

app = FastAPI(title="Conduit")
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
