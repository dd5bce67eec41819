import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import { RequireAuth, RequireStaff, RouteFallback, SignInAlias } from './routes/guards';
import { OpenRouteListener } from './routes/OpenRouteListener';
import { UpdateNotice } from './pwa/UpdateNotice';
import {
  AccountPage,
  AdminPage,
  BroadcastPage,
  CompleteProfilePage,
  DashboardPage,
  ForgotPasswordPage,
  ImportPage,
  JoinRejectedPage,
  JoinRequestPage,
  JoinWaitingPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  SourcePage,
  TeambarsPage,
  TeamlistPage,
  TodayPage,
  TreePage,
  TwoStepSignInPage,
  VerifyEmailPage,
} from './routes/pages';
import { Shell } from './screens/shell/Shell';

function JoinRedirect() {
  const { token = '' } = useParams();
  return <Navigate to={`/join/request/${encodeURIComponent(token)}`} replace />;
}

/** The routes of spec section 2. */
export function App() {
  return (
    <BrowserRouter>
      <OpenRouteListener />
      <UpdateNotice />
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path="/" element={<Navigate to="/auth/signin" replace />} />
          <Route path="/auth/signin" element={<SignInPage />} />
          <Route path="/auth/signin/two-step" element={<TwoStepSignInPage />} />
          <Route path="/signin" element={<SignInAlias />} />
          <Route path="/auth/signup" element={<SignUpPage />} />
          <Route path="/auth/signup/extra" element={<RequireAuth><CompleteProfilePage /></RequireAuth>} />
          <Route path="/auth/signup/source" element={<SourcePage />} />
          <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth/verify-email" element={<VerifyEmailPage />} />
          <Route path="/join/:token" element={<JoinRedirect />} />
          <Route path="/join/request/:token" element={<JoinRequestPage />} />
          <Route path="/join/request" element={<JoinRequestPage />} />
          <Route path="/join/waiting" element={<RequireAuth><JoinWaitingPage /></RequireAuth>} />
          <Route path="/join/rejected" element={<JoinRejectedPage />} />
          <Route element={<RequireAuth><Shell /></RequireAuth>}>
            <Route path="/today" element={<TodayPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/teamtree" element={<TreePage />} />
            <Route path="/teamlist" element={<TeamlistPage />} />
            <Route path="/teambars" element={<TeambarsPage />} />
            <Route path="/broadcast" element={<BroadcastPage />} />
            <Route path="/import" element={<ImportPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/admin" element={<RequireStaff><AdminPage /></RequireStaff>} />
          </Route>
          <Route path="*" element={<Navigate to="/auth/signin" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
