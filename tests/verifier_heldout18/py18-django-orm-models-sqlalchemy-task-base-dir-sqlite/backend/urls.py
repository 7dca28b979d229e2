from django.urls import path

from api import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/profiles/<str:username>", views.profile),
    path("api/articles", views.articles),
]
