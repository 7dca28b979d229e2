from fastapi import FastAPI

from db import init_db
from routers import articles, users

app = FastAPI(title="Conduit API")
app.include_router(users.router)
app.include_router(articles.router)


@app.on_event("startup")
def startup() -> None:
    init_db()


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
