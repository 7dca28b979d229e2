from django.http import JsonResponse
from django.urls import path

from conduit.articles import views

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/articles", views.articles),
    path("api/articles/<slug:slug>", views.article),
]
