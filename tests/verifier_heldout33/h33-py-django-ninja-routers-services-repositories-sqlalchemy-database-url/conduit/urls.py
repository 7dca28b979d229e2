from django.urls import path
from ninja import NinjaAPI

from conduit.routers.comments import router as comments_router
from conduit.routers.health import router as health_router

api = NinjaAPI()
api.add_router("/", health_router)
api.add_router("/", comments_router)

urlpatterns = [path("api/", api.urls)]
