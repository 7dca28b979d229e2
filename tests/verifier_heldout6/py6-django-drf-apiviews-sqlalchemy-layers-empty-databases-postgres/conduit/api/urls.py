from django.urls import path

from conduit.api import views

urlpatterns = [
    path("health-check", views.HealthCheckView.as_view()),
    path("users", views.RegistrationView.as_view()),
    path("users/login", views.LoginView.as_view()),
    path("user", views.CurrentUserView.as_view()),
    path("profiles/<str:username>", views.ProfileView.as_view()),
    path("profiles/<str:username>/follow", views.FollowView.as_view()),
    path("articles", views.ArticleListView.as_view()),
    path("articles/<slug:slug>", views.ArticleDetailView.as_view()),
    path("articles/<slug:slug>/favorite", views.FavoriteView.as_view()),
    path("tags", views.TagListView.as_view()),
]
