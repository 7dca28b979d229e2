from django.urls import path

from conduit.api import tags_view, health_view

urlpatterns = [
    path("api/health-check", health_view.health),
    path("api/tags", tags_view.list_tags),
]
