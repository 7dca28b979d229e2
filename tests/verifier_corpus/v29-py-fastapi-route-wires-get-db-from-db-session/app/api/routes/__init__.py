from fastapi import APIRouter

from app.api.routes import tags

api_router = APIRouter()
api_router.include_router(tags.router)
