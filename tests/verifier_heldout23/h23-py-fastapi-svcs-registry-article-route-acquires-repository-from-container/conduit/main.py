from fastapi import FastAPI

from .registry import lifespan
from .routes import articles, users

app = FastAPI(lifespan=lifespan)
app.include_router(users.router, prefix="/api")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}
