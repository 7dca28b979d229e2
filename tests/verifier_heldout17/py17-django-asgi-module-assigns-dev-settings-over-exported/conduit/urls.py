from django.http import JsonResponse
from django.urls import path

from conduit.articles import views

urlpatterns = [
    path("api/health-check", lambda r: JsonResponse({"status": "ok"})),
    path("api/tags", views.tags),
    path("api/articles/<slug:slug>", views.article),
]
