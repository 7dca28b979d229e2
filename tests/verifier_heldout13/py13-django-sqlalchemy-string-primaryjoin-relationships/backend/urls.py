from django.urls import path

from social import views

urlpatterns = [
    path("api/health-check", views.health),
    path("api/profiles/<str:username>", views.profile),
    path("api/articles/<slug:slug>/comments", views.comments),
]
