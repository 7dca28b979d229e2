from .articles import router as articles_router
from .users import router as users_router

__all__ = ["articles_router", "users_router"]
