from fastapi import FastAPI

from app.api.routes import router
from app.core.config import get_settings
from app.db.models import Base
from app.db.session import engine

settings = get_settings()
Base.metadata.create_all(bind=engine)

app = FastAPI(title=settings.project_name)
app.include_router(router, prefix=settings.api_prefix)
