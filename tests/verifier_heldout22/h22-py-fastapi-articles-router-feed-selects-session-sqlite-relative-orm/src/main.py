from fastapi import FastAPI

from src.database import engine
from src.models import Base
from src.routers import articles

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(articles.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
