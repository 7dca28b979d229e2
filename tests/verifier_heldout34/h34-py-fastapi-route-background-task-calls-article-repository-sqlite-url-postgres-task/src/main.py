from fastapi import FastAPI

from src.core.database import Base, engine
from src.routes import articles

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(articles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
