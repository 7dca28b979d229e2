from django.http import JsonResponse
from django.urls import path

from profiles import views

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/profiles/<str:username>", views.profile),
    path("api/profiles/<str:username>/follow", views.follow),
]
