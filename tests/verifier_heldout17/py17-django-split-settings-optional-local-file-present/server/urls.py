from django.http import JsonResponse
from django.urls import path

from server.apps.articles import views

urlpatterns = [
    path("api/health-check", lambda r: JsonResponse({"status": "ok"})),
    path("api/tags", views.tags),
]
