from fastapi import FastAPI

from db.session import Base, engine
from routes import articles, health, tags

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(articles.router, prefix="/api")
app.include_router(tags.router, prefix="/api")
